/** The server's response envelope (rule HTTP-6). `code` 0 is success; the app only ever sees `data`. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** Paging query shared by every list call. Pages start at 1. */
export interface PageQuery {
  page?: number;
  pageSize?: number;
}

/** A page of a list, as every paged call answers it. */
export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** 0 / 1 flags as the server sends them. */
export type Flag = 0 | 1;

/**
 * Tree data (rule CONST-20): `id`, `parentId`, `children`; top-level nodes have parentId '0' (the root id).
 * Ids are strings because they are codes (e.g. administrative division codes).
 */
export interface TreeNode {
  id: string;
  parentId: string;
  name: string;
  children?: TreeNode[];
}

/** A result that only carries the id of what was created or changed. */
export interface IdResult {
  id: string;
}

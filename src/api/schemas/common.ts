import * as v from 'valibot';
import type { IdResult, TreeNode } from '../types/common';
import { id, text, type Agree, type Out, type Same } from './fields';

export { paged } from './fields';

/** A tree node; children null or missing leave the field out (a leaf). */
export const treeNodeSchema: v.GenericSchema<unknown, TreeNode> = v.object({
  id,
  parentId: text,
  name: text,
  children: v.pipe(
    v.nullish(v.array(v.lazy(() => treeNodeSchema))),
    v.transform((children) => children ?? undefined),
  ),
});

export const idResultSchema = v.object({ id });

export type CommonSchemasAgree = Agree<[Same<Out<typeof idResultSchema>, IdResult>]>;

import { useMemo } from 'react';
import type { CityNode } from '@/api/positions';
import { useCityTree } from './use-resume-queries';

export interface CityOption {
  value: string;
  title: string;
  children?: CityOption[];
}

function toOptions(nodes: CityNode[]): CityOption[] {
  return nodes.map((node) => ({
    value: node.id,
    title: node.name,
    children: node.children?.length ? toOptions(node.children) : undefined,
  }));
}

/** TreeSelect data of the city tree and a code → name lookup. */
export function useCityOptions() {
  const { data } = useCityTree();
  return useMemo(() => {
    const names = new Map<string, string>();
    const walk = (nodes: CityNode[]) => {
      for (const node of nodes) {
        names.set(node.id, node.name);
        if (node.children) walk(node.children);
      }
    };
    walk(data ?? []);
    return { treeData: toOptions(data ?? []), cityName: (code: string) => names.get(code) ?? '' };
  }, [data]);
}

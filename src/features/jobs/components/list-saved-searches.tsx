import type { CityNode, FunctionNode, TargetDepart } from '@/api/positions';
import { RECRUIT_TYPE_LABEL, type RecruitType } from '@/lib/config/business';
import { defaultSearchName, type SavedSearchFilters } from '@/lib/saved-searches';
import type { JobSearch } from '../hooks/use-job-search';
import { SAVED_SEARCH_TITLES } from './saved-search-titles';
import { SavedSearchPanel } from './saved-searches';

/** The name of a code in a tree of options (a city or function of any level). */
function nameInTree(nodes: (CityNode | FunctionNode)[] | undefined, code: string): string | undefined {
  if (!nodes || !code) return undefined;
  for (const node of nodes) {
    if (node.id === code) return node.name;
    const below = nameInTree(node.children, code);
    if (below) return below;
  }
  return undefined;
}

export interface ListSavedSearchesProps {
  search: JobSearch;
  recruitType: RecruitType;
  cities?: CityNode[];
  functions?: FunctionNode[];
  departs?: TargetDepart[];
}

/** The job list's row of saved searches with "保存搜索" for the list's current filters (named after them). */
export function ListSavedSearches({ search, recruitType, cities, functions, departs }: ListSavedSearchesProps) {
  const filters: SavedSearchFilters = {
    recruitType,
    keyword: search.keyword,
    cityCode: search.cityCode,
    functionCode: search.functionCode,
    targetDepart: search.targetDepart,
  };
  const name = defaultSearchName(filters, {
    recruitTypeLabel: RECRUIT_TYPE_LABEL[recruitType],
    city: nameInTree(cities, search.cityCode),
    function: nameInTree(functions, search.functionCode),
    depart: departs?.find((depart) => depart.code === search.targetDepart)?.name,
  });
  return <SavedSearchPanel current={{ filters, name }} headingLevel={2} title={SAVED_SEARCH_TITLES.list} />;
}

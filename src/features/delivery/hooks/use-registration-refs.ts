import { useQuery } from '@tanstack/react-query';
import { getDictBatch, isDictItemEnabled } from '@/api/config';
import { getCityCodes, type CityNode } from '@/api/positions';

export interface CityOption {
  value: string;
  title: string;
  children?: CityOption[];
}

function toOptions(nodes: CityNode[], names: Map<string, string>): CityOption[] {
  return nodes.map((node) => {
    names.set(node.id, node.name);
    return { value: node.id, title: node.name, children: node.children?.length ? toOptions(node.children, names) : undefined };
  });
}

/** Cities, education levels and arrival times for the registration form, with code → name lookups. */
export function useRegistrationRefs() {
  const cities = useQuery({ queryKey: ['positions', 'cityCode'], queryFn: getCityCodes, staleTime: Infinity });
  const dicts = useQuery({
    queryKey: ['dicts', 'registration'],
    queryFn: () => getDictBatch(['ATS_EDUCATION', 'ATS_ARRIVAL_TIME']),
    staleTime: Infinity,
  });
  const names = new Map<string, string>();
  const cityTree = toOptions(cities.data ?? [], names);
  const items = (code: string) => (dicts.data?.find((group) => group.dictTypeCode === code)?.items ?? []).filter((item) => isDictItemEnabled(item));
  const educations = items('ATS_EDUCATION');
  return {
    cityTree,
    educationOptions: educations.map((item) => ({ value: item.code, label: item.name })),
    arrivalOptions: items('ATS_ARRIVAL_TIME').map((item) => ({ value: item.name, label: item.name })),
    cityName: (code: string) => names.get(code) ?? '',
    educationName: (code: string) => educations.find((item) => item.code === code)?.name ?? '',
  };
}

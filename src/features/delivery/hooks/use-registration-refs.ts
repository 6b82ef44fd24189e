import { useQuery } from '@tanstack/react-query';
import { configQueries, isDictItemEnabled } from '@/api/config';
import { positionQueries } from '@/api/positions';
import { toTreeOptions, treeNameLookup } from '@/lib/format';

const REGISTRATION_DICTS = ['ATS_EDUCATION', 'ATS_ARRIVAL_TIME'] as const;

/** Cities, education levels and arrival times for the registration form, with code → name lookups. */
export function useRegistrationRefs() {
  const cities = useQuery(positionQueries.cityTree());
  const dicts = useQuery(configQueries.dictBatch(REGISTRATION_DICTS));
  const cityTree = toTreeOptions(cities.data ?? []);
  const cityName = treeNameLookup(cities.data ?? []);
  const items = (code: string) =>
    (dicts.data?.find((group) => group.dictTypeCode === code)?.items ?? []).filter((item) => isDictItemEnabled(item));
  const educations = items('ATS_EDUCATION');
  return {
    cityTree,
    educationOptions: educations.map((item) => ({ value: item.code, label: item.name })),
    arrivalOptions: items('ATS_ARRIVAL_TIME').map((item) => ({ value: item.name, label: item.name })),
    cityName,
    educationName: (code: string) => educations.find((item) => item.code === code)?.name ?? '',
  };
}

import { TECH_POSITION_CODE } from '@/lib/config/business';

/** Department position codes as an array or a comma-separated string. */
export type DepartmentPositionCodes = readonly string[] | string | null | undefined;

/** A staff profile carrying its department codes (the api's `departmentCodes`, or `departmentPositionCodes`). */
export interface ProfileWithDepartmentCodes {
  departmentCodes?: DepartmentPositionCodes;
  departmentPositionCodes?: DepartmentPositionCodes;
}

function codesOf(input: DepartmentPositionCodes | ProfileWithDepartmentCodes): string[] {
  if (input === null || input === undefined) return [];
  if (typeof input === 'string') return input.split(',');
  if (Array.isArray(input)) return [...(input as readonly string[])];
  const profile = input as ProfileWithDepartmentCodes;
  return [...codesOf(profile.departmentPositionCodes), ...codesOf(profile.departmentCodes)];
}

/**
 * Whether the user's department falls under the tech centre (position code ATS_SCFT_011, rule AUTH-13).
 * Accepts the department position codes or a staff profile carrying them.
 */
export function isTechCentre(input: DepartmentPositionCodes | ProfileWithDepartmentCodes): boolean {
  return codesOf(input).some((code) => typeof code === 'string' && code.trim() === TECH_POSITION_CODE);
}

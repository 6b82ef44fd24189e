import type { BusinessName } from '@/lib/config/business';
import { maskPhone } from '@/lib/format';
import type { UserInfo } from './user-storage';

/** The header label of a user (rule NAV-8): a candidate's masked phone; staff and interviewers as `name(ucUserName)`. */
export function formatUserLabel(business: BusinessName, user: UserInfo): string {
  if (business === 'candidate') return maskPhone(user.ucWorkPhone);
  return user.ucUserName ? `${user.name}(${user.ucUserName})` : user.name;
}

export { useSession, type Session } from './use-session';

// Imported first by main.tsx, so it runs before any other module reads the address (docs/decisions/051).
import { scrubUrlToken } from '@/lib/auth/url-token';

scrubUrlToken();

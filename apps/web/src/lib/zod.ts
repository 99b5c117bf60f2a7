/**
 * The web's zod: forms get their resolver from here. zod compiles fast object parsers with
 * `new Function` when it may; its probe for that is reported as a Content Security Policy issue
 * under our policy (no 'unsafe-eval'), even though it is caught. In the browser it parses
 * without them; the difference is invisible at form sizes.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { zodResolver } from '@hookform/resolvers/zod';

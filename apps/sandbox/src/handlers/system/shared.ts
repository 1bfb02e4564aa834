/** Schema types of the system server, from the generated spec types. */
import type { SystemComponents } from '@agrimap/sdk';

export type SystemSchema<N extends keyof SystemComponents['schemas']> = SystemComponents['schemas'][N];

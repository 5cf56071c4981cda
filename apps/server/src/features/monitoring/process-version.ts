import rootPackage from '../../../../../package.json' with { type: 'json' };

/** Rally's version as the root package.json names it (what each process reports to monitoring). */
export const RALLY_VERSION: string = (rootPackage as { version?: string }).version ?? '0.0.0';

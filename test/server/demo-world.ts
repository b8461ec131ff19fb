import { demoOrganisations } from '@server/seed/demo-organisations';
import type { ReportingWorldRows } from '@server/seed/reporting-world-builder';
import { generateReportingWorld } from '@server/seed/seed-reporting-world';

/** The reporting world `npm start` seeds, built in memory (no database), the organisations numbered from 1. */
export function generateDemoReportingWorld(): Promise<ReportingWorldRows> {
  const organisations = demoOrganisations.map((organisation, index) => ({
    id: index + 1,
    eicCode: organisation.eicCode,
    displayName: organisation.displayName,
    ecmProcessRole: organisation.ecmProcessRole ?? null,
    errProcessRole: organisation.errProcessRole ?? null,
  }));
  return generateReportingWorld(organisations, 'demo');
}

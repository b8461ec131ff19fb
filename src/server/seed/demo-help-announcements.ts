import type { DemoHelpText } from './demo-help-text';

export const demoAnnouncements: DemoHelpText = {
  kind: 'announcements',
  versions: [
    {
      title: 'Announcements',
      content: `## REMIT reporting: new XML schema from 1 June 2026

ACER publishes **version 3 of the REMIT transaction reporting schemas**. From **1 June 2026, 00:00 CET**
we forward Table 1 and Table 2 reports to ACER in the new format only.

What changes for you:

- Standard contracts (Table 1) carry the new field *Linked transaction ID* where an order was executed
  in several parts.
- Non-standard contracts (Table 2) must state the *volume optionality intervals* in full; the old
  free-text field is gone.
- Lifecycle events **Modify**, **Cancel** and **Error** keep their meaning; the *Error* event now needs
  the UTI of the record being corrected.

Records you submit before the cut-over are converted automatically. Please check your own
interfaces against the [ACER schema documentation](https://www.acer.europa.eu/remit/data-collection)
and test in the acceptance environment, which runs the new schema from **4 May 2026**.

| Date | What happens |
|---|---|
| 4 May 2026 | Acceptance environment switches to schema v3 |
| 18 May 2026 | Last day to register changed reporting interfaces |
| 1 June 2026 | Production switches; v2 files are rejected |

## Maintenance window

The portal is unavailable on **Saturday 16 May 2026, 06:00–10:00 CET** while we upgrade the database.
Reports received in that window are queued and processed afterwards.`,
    },
  ],
};

import type { DemoHelpText } from './demo-help-text';

export const demoSupport: DemoHelpText = {
  kind: 'support',
  versions: [
    {
      title: 'Support',
      content: `## How to reach us

Our service desk helps with access, reporting questions and rejected records.

| Channel | Contact | Hours (CET) |
|---|---|---|
| Phone | +49 40 8800 4400 | Monday–Friday, 07:00–19:00 |
| E-mail | [service-desk@energy-post-trade.example](mailto:service-desk@energy-post-trade.example) | answered within 4 working hours |
| Emergencies (reporting deadlines) | +49 40 8800 4499 | every day, 24 hours |

## Before you call

Please have ready:

1. your **user name** and the **organisation** you were working for;
2. the **reference code** from the error page (it looks like \`ERR-1A2B3C4D\`), if there was one;
3. for a rejected report: the **UTI** or the **file name** and the time you sent it.

## Frequently asked

- **I am locked out.** Use *Forgot password* on the login page; the link in the e-mail is valid for one hour.
- **A trade is missing from the audit trail.** Records appear within five minutes of receipt; larger
  files can take longer at month end.
- **Who is my counterparty's contact?** See the [Organisation Contact Directory](/help/contacts).`,
    },
  ],
};

import type { DemoHelpText } from './demo-help-text';

const release261 = `## Release 2.6.1 (20 January 2026)

- Fixed: the audit trail download kept the sort order of the first page only.
- Fixed: two-factor codes sent by e-mail expired after 5 instead of 10 minutes.`;

const release262 = `## Release 2.6.2 (17 February 2026)

### New
- **Column settings** can be copied from a colleague: *Load settings from user*.
- The contact directory filters by organisation group.

### Fixed
- REMIT Table 2 modifications kept an outdated contract date in rare cases.

${release261}`;

const release270 = `## Release 2.7.0 (24 March 2026)

### New
- **REMIT schema v3** can be tested in the acceptance environment (see *Announcements*).
- Help texts are written in **Markdown** with a live preview; every saved version is kept.
- Welcome page links (\`help/welcome?ref=...\`) in notification e-mails open the record directly.

### Changed
- Sessions end after 30 minutes without activity (was 60).

| Area | Change |
|---|---|
| Audit trails | Messaging details can be shown per row |
| MiFID | Position files show the submitting OMP |

${release262}`;

/** Three versions, as the editors wrote them release by release: the history shows on the versions table. */
export const demoReleaseNotes: DemoHelpText = {
  kind: 'releaseNotes',
  versions: [
    { title: 'Release Notes', content: release261 },
    { title: 'Release Notes', content: release262 },
    { title: 'Release Notes', content: release270 },
  ],
};

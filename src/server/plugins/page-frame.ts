import { PAGE_FRAME_ATTRIBUTE, PAGE_FRAME_PART_ATTRIBUTE } from '@shared/page-frame';
import type { PageFrameContent, WelcomeFrame } from '@shared/page-frame-content';
import { FINDER_FRAME_PART, finderControlLabels, type FinderFrame } from '@shared/finder-frame';
import {
  AUDIT_TRAIL_FRAME_PART,
  auditTrailColumnLabels,
  auditTrailDownloadLabel,
  type AuditTrailFrame,
} from '@shared/audit-trail-frame';
import { TABLE_REGION_CLASS } from '@shared/markdown/table-regions';
import { rowTintColours } from '@shared/row-tint-colours';
import { escapeHtml } from '../documents/escape-html';

/**
 * The main shell's frame as it first paints: the top bar's height and colour (64 px; 88 px below the
 * sm breakpoint, where the organisation selector takes a second line) with the instance's name in its
 * h6 from sm up (after the logo and, below md, the menu button), the menu's column from the md
 * breakpoint on, and the page's h1 at the shell's padding in MUI's h5 (app/theme.ts, shell/top-bar.tsx,
 * shell/main-layout.tsx). The numbers follow the theme; a text that moved would not shift anything (the
 * client's own is a new element), it would only jump.
 */
const frameStyle = [
  'body{margin:0}',
  '.page-frame{position:relative}',
  '.page-frame-bar{box-sizing:border-box;height:64px;padding:16px 24px 0 72px;background:#0b5394;box-shadow:0 2px 4px -1px rgba(0,0,0,.2),0 4px 5px 0 rgba(0,0,0,.14),0 1px 10px 0 rgba(0,0,0,.12)}',
  '.page-frame-name{margin:0;font:500 1.25rem/1.6 Roboto,Helvetica,Arial,sans-serif;letter-spacing:.0075em;color:#fff;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}',
  '.page-frame-menu{position:absolute;top:64px;left:0;width:259px;height:calc(100vh - 64px);border-right:1px solid rgba(0,0,0,.12)}',
  '.page-frame-main{padding:24px 24px 0 284px}',
  '.page-frame-title{margin:0;font:400 1.5rem/1.334 Roboto,Helvetica,Arial,sans-serif;letter-spacing:0;color:rgba(0,0,0,.87);overflow-wrap:anywhere}',
  // The column settings' lines (MUI's subtitle1 and body2, the page's Stack spacings: 16 px, 4 px).
  '.page-frame-columns-of{margin:16px 0 0;font:400 1rem/1.75 Roboto,Helvetica,Arial,sans-serif;letter-spacing:.00938em;color:rgba(0,0,0,.87)}',
  '.page-frame-help{margin:16px 0 0}',
  '.page-frame-help p{margin:0;font:400 .875rem/1.43 Roboto,Helvetica,Arial,sans-serif;letter-spacing:.01071em;color:rgba(0,0,0,.87)}',
  '.page-frame-help p+p{margin-top:4px;color:rgba(0,0,0,.6)}',
  // The welcome page's parts (a Stack of 16 px), its Paper of announcements
  // with the help panel's h6 heading (40 px high beside an editor's pencil) and the markdown view's rules.
  '.page-frame-main .page-frame-welcome{margin-top:16px}',
  '.page-frame-welcome{display:flex;flex-direction:column;gap:16px;font:400 1rem/1.5 Roboto,Helvetica,Arial,sans-serif;letter-spacing:.00938em;color:rgba(0,0,0,.87)}',
  '.page-frame-line{margin:0;min-height:24px}',
  '.page-frame-greeting{margin:0;font:500 1.25rem/1.6 Roboto,Helvetica,Arial,sans-serif;letter-spacing:.0075em}',
  '.page-frame-secondary{color:rgba(0,0,0,.6)}',
  // MUI's warning Alert: its icon's place (22 px and 12 px) kept empty, its one line of body2.
  '.page-frame-warning{margin:0;padding:14px 16px 14px 50px;border-radius:4px;background:#fff4e5;color:#663c00;font:400 .875rem/1.43 Roboto,Helvetica,Arial,sans-serif;letter-spacing:.01071em}',
  '.page-frame-warning span{color:#0b5394;text-decoration:underline}',
  '.page-frame-panel{border:1px solid rgba(0,0,0,.12);border-radius:4px;padding:16px}',
  '.page-frame-panel-head{display:flex;align-items:center;margin-bottom:8px}',
  '.page-frame-editable{min-height:40px}',
  '.page-frame-panel-title{margin:0;min-width:0;font:500 1.25rem/1.6 Roboto,Helvetica,Arial,sans-serif;letter-spacing:.0075em;overflow-wrap:anywhere}',
  '.page-frame-welcome .markdown-view{overflow-wrap:anywhere}',
  '.page-frame-welcome .markdown-view>:first-child{margin-top:0}',
  '.page-frame-welcome .markdown-view table{border-collapse:collapse}',
  `.page-frame-welcome .markdown-view .${TABLE_REGION_CLASS}{overflow-x:auto}`,
  `.page-frame-welcome .markdown-view .${TABLE_REGION_CLASS} :is(th,td){overflow-wrap:normal}`,
  '.page-frame-welcome .markdown-view th,.page-frame-welcome .markdown-view td{border:1px solid rgba(0,0,0,.12);padding:4px 8px}',
  '.page-frame-welcome .markdown-view pre{background:rgba(0,0,0,.04);padding:8px;white-space:pre-wrap}',
  '.page-frame-welcome .markdown-view .sr-only{border:0;clip:rect(0 0 0 0);height:1px;margin:-1px;overflow:hidden;padding:0;position:absolute;white-space:nowrap;width:1px}',
  // A finder's controls as outlines of their size (MUI's small outlined fields, 40 px; its outlined
  // buttons, 36.5 px, their icon's 20 px and 8 px kept empty), in the finder's Stacks (16 px; rows of
  // 12 px gaps; the dates 8 px apart), and its sort note (body2, secondary): the note lands where the
  // page's own will, whatever the width, as the controls wrap alike.
  '.page-frame-main .page-frame-finder{margin-top:.525rem}',
  '.page-frame-finder{display:flex;flex-direction:column;gap:16px;min-width:0}',
  '.page-frame-controls{display:flex;flex-wrap:wrap;align-items:flex-start;gap:12px;min-width:0}',
  '.page-frame-field{position:relative;box-sizing:border-box;display:flex;align-items:center;height:40px;padding:0 14px;border:1px solid rgba(0,0,0,.23);border-radius:4px;font:400 1rem/1.4375em Roboto,Helvetica,Arial,sans-serif;letter-spacing:.00938em;color:rgba(0,0,0,.6);white-space:nowrap;overflow:hidden}',
  '.page-frame-legend{position:absolute;top:-8px;left:9px;padding:0 5px;background:#fff;font-size:.75rem;line-height:1}',
  '.page-frame-field:has(.page-frame-legend){overflow:visible}',
  '.page-frame-select{padding-right:32px;color:rgba(0,0,0,.87)}',
  '.page-frame-search,.page-frame-dates,.page-frame-date,.page-frame-state{width:100%}',
  '.page-frame-dates{display:flex;flex-direction:column;gap:8px}',
  '.page-frame-state{min-width:160px}',
  '.page-frame-kind{width:100%;min-width:190px}',
  '.page-frame-density{min-width:140px}',
  '.page-frame-grow{flex-grow:1}',
  '.page-frame-button{box-sizing:border-box;padding:5px 15px 5px 39px;border:1px solid rgba(11,83,148,.5);border-radius:4px;font:500 .875rem/1.75 Roboto,Helvetica,Arial,sans-serif;letter-spacing:.02857em;color:#0b5394;white-space:nowrap}',
  '.page-frame-note{margin:0;font:400 .875rem/1.43 Roboto,Helvetica,Arial,sans-serif;letter-spacing:.01071em;color:rgba(0,0,0,.6)}',
  // An audit trail's detail switches (MUI's FormControlLabel: a 42 px checkbox, body1) and Download in
  // the page's Stack (24 px apart, rows 8 px, 16 px above the grid), and its grid (DataGrid's border,
  // 56 px header at the standard density, cells of body2 with 8 px and 10 px of padding, wrapping as
  // the page's wrapping cells do; the columns' flex, least and most widths; the 52 px footer and its
  // pager's words before its two 40 px buttons).
  '.page-frame-main .page-frame-switches{margin-top:.525rem}',
  '.page-frame-switches{display:flex;flex-wrap:wrap;align-items:flex-start;column-gap:24px;row-gap:8px;margin-bottom:16px}',
  '.page-frame-switch{display:inline-flex;align-items:center;margin:0 16px 0 -11px;font:400 1rem/1.5 Roboto,Helvetica,Arial,sans-serif;letter-spacing:.00938em;color:rgba(0,0,0,.87)}',
  '.page-frame-box{box-sizing:border-box;width:18px;height:18px;margin:12px;border:2px solid rgba(0,0,0,.6);border-radius:2px}',
  '.page-frame-checked{border-color:#0b5394;background:#0b5394}',
  '.page-frame-button.page-frame-plain{padding-left:15px}',
  '.page-frame-grid{box-sizing:border-box;border:1px solid #e0e0e0;border-radius:4px;font:400 .875rem/1.43 Roboto,Helvetica,Arial,sans-serif;letter-spacing:.01071em;color:rgba(0,0,0,.87)}',
  '.page-frame-head,.page-frame-event{display:flex}',
  '.page-frame-head{height:var(--header-height);align-items:center;border-bottom:1px solid #e0e0e0;box-sizing:border-box;font-weight:500;line-height:normal}',
  '.page-frame-head span{padding:0 10px}',
  '.page-frame-event>span{padding:8px 10px;border-top:1px solid #e0e0e0;white-space:normal;overflow-wrap:anywhere}',
  '.page-frame-head+.page-frame-event>span{border-top-color:transparent}',
  '.page-frame-grid .page-frame-time{box-sizing:border-box;flex:1 1 0;min-width:150px;max-width:200px}',
  '.page-frame-grid .page-frame-text{box-sizing:border-box;flex:3 1 0;min-width:180px;white-space:pre-line}',
  '.page-frame-unseen{visibility:hidden}',
  '.page-frame-mark{display:inline-block;width:20px;height:20px;margin-right:4px;vertical-align:text-bottom}',
  '.page-frame-link{color:#0b5394;text-decoration:underline}',
  '.page-frame-link span{font-size:.85em}',
  ...Object.entries(rowTintColours).map(
    ([severity, { color, background }]) =>
      `.page-frame-${severity}{background:${background}}.page-frame-${severity}>span{color:${color}}`,
  ),
  '.page-frame-error .page-frame-link,.page-frame-warn .page-frame-link{color:inherit}',
  '.page-frame-foot{display:flex;align-items:center;justify-content:flex-end;min-height:52px;padding-right:2px;border-top:1px solid #e0e0e0}',
  '.page-frame-foot::after{content:"";width:80px;margin-left:20px}',
  '@media (min-width:600px){.page-frame-kind{width:auto}.page-frame-search{width:260px}.page-frame-dates{flex-direction:row;width:auto}.page-frame-date{width:var(--date-width)}.page-frame-state{width:auto}}',
  '@media (max-width:899.95px){.page-frame-bar{padding-left:116px}.page-frame-menu{display:none}.page-frame-main{padding:16px 16px 0}}',
  '@media (max-width:599.95px){.page-frame-bar{height:88px}.page-frame-name{display:none}}',
].join('');

/**
 * The welcome page's parts: the greeting, the last login (a blank line where only the browser knows the
 * user's zone: the page writes it once the preferences are in), the instance line and the announcements, already
 * rendered and sanitised by the help API's rules. A part the page shows again while it loads.
 */
function welcomePart({ greeting, passwordWarning, lastLogin, instanceLine, announcements }: WelcomeFrame): string {
  const panel =
    `<section class="page-frame-panel"><div class="page-frame-panel-head${announcements.editable ? ' page-frame-editable' : ''}">` +
    `<h2 class="page-frame-panel-title">${escapeHtml(announcements.title)}</h2></div>` +
    `<div class="markdown-view">${announcements.html}</div></section>`;
  return (
    `<div class="page-frame-welcome" ${PAGE_FRAME_PART_ATTRIBUTE}="welcome">` +
    `<p class="page-frame-greeting">${escapeHtml(greeting)}</p>` +
    (passwordWarning === null
      ? ''
      : `<p class="page-frame-warning">${escapeHtml(passwordWarning)} <span>(change)</span></p>`) +
    `<p class="page-frame-line">${lastLogin === null ? '&nbsp;' : escapeHtml(lastLogin)}</p>` +
    `<p class="page-frame-line page-frame-secondary">${escapeHtml(instanceLine)}</p>${panel}</div>`
  );
}

/**
 * A finder's controls, outlined with their names and values, and its sort note (FinderFrame): a part the
 * page shows again until its own controls have rendered.
 */
function finderPart(finder: FinderFrame): string {
  const legend = (label: string) => `<span class="page-frame-legend">${escapeHtml(label)}</span>`;
  const date = (label: string) => `<span class="page-frame-field page-frame-date">${escapeHtml(label)}</span>`;
  const select = (kind: string, label: string, value: string) =>
    `<span class="page-frame-field page-frame-select page-frame-${kind}">${legend(label)}${escapeHtml(value)}</span>`;
  const button = (label: string) => `<span class="page-frame-button">${escapeHtml(label)}</span>`;
  return (
    `<div class="page-frame-finder" ${PAGE_FRAME_PART_ATTRIBUTE}="${FINDER_FRAME_PART}">` +
    `<div class="page-frame-controls">${finder.kindSelector ? select('kind', finder.kindSelector.label, finder.kindSelector.value) : ''}` +
    `<span class="page-frame-field page-frame-search">${legend(finder.searchLabel)}</span>` +
    `<span class="page-frame-dates" style="--date-width:${finder.dateFieldWidth}px">${date(finder.fromLabel)}${date(finder.toLabel)}</span>` +
    `${select('state', finder.stateLabel, finder.stateValue)}</div>` +
    `<div class="page-frame-controls">${select('density', finder.densityLabel, finder.densityValue)}` +
    `${finder.customiseColumns ? button(finderControlLabels.customiseColumns) : ''}<span class="page-frame-grow"></span>${button(finderControlLabels.exportCsv)}</div>` +
    `<p class="page-frame-note">${escapeHtml(finder.sortNote)}</p></div>`
  );
}

/** The column header's height at each density, as DataGrid sizes its 56 px by the density's factor. */
const headerHeights: Record<AuditTrailFrame['density'], number> = { compact: 39, standard: 56, comfortable: 72 };

/**
 * An audit trail's detail switches and Download, then its grid's first page of events (AuditTrailFrame):
 * the grid is a part the page shows again until its own has rendered the rows.
 */
function auditTrailPart(trail: AuditTrailFrame): string {
  const switches = trail.switches
    .map(
      ({ label, checked }) =>
        `<span class="page-frame-switch"><span class="page-frame-box${checked ? ' page-frame-checked' : ''}"></span>${escapeHtml(label)}</span>`,
    )
    .join('');
  const download = trail.download
    ? `<span class="page-frame-grow"></span><span class="page-frame-button page-frame-plain">${escapeHtml(auditTrailDownloadLabel)}</span>`
    : '';
  const description = (pieces: AuditTrailFrame['events'][number]['description']) =>
    pieces
      .map((piece) =>
        'text' in piece
          ? escapeHtml(piece.text)
          : `<span class="page-frame-link">${escapeHtml(piece.link)} <span>${escapeHtml(piece.id)}</span></span>`,
      )
      .join('');
  const events = trail.events
    .map(({ severity, time, description: pieces }) => {
      const mark = severity === 'ERROR' || severity === 'WARN' ? '<span class="page-frame-mark"></span>' : '';
      const timeText = time.shown
        ? escapeHtml(time.text)
        : `<span class="page-frame-unseen">${escapeHtml(time.text)}</span>`;
      return (
        `<div class="page-frame-event page-frame-${severity.toLowerCase()}"><span class="page-frame-time">${mark}${timeText}</span>` +
        `<span class="page-frame-text">${description(pieces)}</span></div>`
      );
    })
    .join('');
  return (
    `<div class="page-frame-switches">${switches}${download}</div>` +
    `<div class="page-frame-grid" ${PAGE_FRAME_PART_ATTRIBUTE}="${AUDIT_TRAIL_FRAME_PART}" style="--header-height:${headerHeights[trail.density]}px">` +
    `<div class="page-frame-head"><span class="page-frame-time">${escapeHtml(auditTrailColumnLabels.timestamp)}</span>` +
    `<span class="page-frame-text">${escapeHtml(auditTrailColumnLabels.text)}</span></div>` +
    `${events}<div class="page-frame-foot">${escapeHtml(trail.pager)}</div></div>`
  );
}

/** The page's own part of the frame: its title (or a blank line in its place) and what follows it. */
function pagePart({ title, columnSettings, welcome, finder, auditTrail }: PageFrameContent): string {
  const heading =
    title === null
      ? '<div class="page-frame-title">&nbsp;</div>'
      : `<h1 class="page-frame-title">${escapeHtml(title)}</h1>`;
  if (welcome) return heading + welcomePart(welcome);
  if (finder) return heading + finderPart(finder);
  if (auditTrail) return heading + auditTrailPart(auditTrail);
  if (!columnSettings) return heading;
  const help = columnSettings.help.map((text) => `<p>${escapeHtml(text)}</p>`).join('');
  return (
    heading +
    `<p class="page-frame-columns-of">${escapeHtml(columnSettings.columnsOf)}</p>` +
    `<div class="page-frame-help">${help}</div>`
  );
}

/**
 * index.html with the frame of a page that shows something before any answer painted into `#root`:
 * the browser shows the bar and the page's title (and the column settings' help, the welcome page's
 * parts and announcements) as soon as the HTML has arrived, instead of once the scripts have run and the
 * user, the preferences and the organisation have answered (the title was the grid pages' largest
 * paint, at 4.6 s of Lighthouse's mobile load; the help the column settings', at 3.1 s; the
 * announcements the welcome page's, at 3.1 s). The client keeps the frame while it loads
 * (components/page-frame.ts) and drops it when the page's own title renders; a page may show a part of
 * it again until it has its own (the welcome page). Hidden from assistive
 * technology: it is a picture of the page to come, which the loader's progress bar speaks for; the
 * page's own h1 is the one to read and to focus; inert, so the links of the welcome page's
 * announcements take neither focus nor clicks before the page's own do.
 */
export function withPageFrame(html: string, content: PageFrameContent, instanceName: string): string {
  const frame =
    `<div ${PAGE_FRAME_ATTRIBUTE}="" class="page-frame" aria-hidden="true" inert=""><div class="page-frame-bar">` +
    `<p class="page-frame-name">${escapeHtml(instanceName)}</p></div>` +
    `<div class="page-frame-menu"></div><div class="page-frame-main">${pagePart(content)}</div></div>`;
  // Replacer functions: a replacement string would read '$' patterns in the names.
  return html
    .replace('</head>', () => `<style>${frameStyle}</style></head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${frame}</div>`);
}

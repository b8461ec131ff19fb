import { Finder } from './finder';
import { renderFileLinks, renderMifidFileLinks } from './remit-row-links';

/** err/remit_filesin and err/remit_filesout: REMIT files received and sent, with their audit trails. */
export const RemitFilesInFinderPage = () => <Finder finder="remitFilesIn" renderLinks={renderFileLinks} />;
export const RemitFilesOutFinderPage = () => <Finder finder="remitFilesOut" renderLinks={renderFileLinks} />;
/** err/mifid: MiFID position files, each with its positions page and audit trail. */
export const MifidFilesFinderPage = () => <Finder finder="mifidFiles" renderLinks={renderMifidFileLinks} />;

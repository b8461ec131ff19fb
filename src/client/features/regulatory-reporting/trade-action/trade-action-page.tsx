import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enGB } from 'date-fns/locale/en-GB';
import { useEffect, useRef, type ReactNode } from 'react';
import { PageTitle } from '@client/components/page-title';
import { useReturnTo } from '../way-on/return-to';
import type { RemitTable } from '../way-on/trade-links';
import { TradeWayOn } from '../way-on/trade-way-on';
import { TradeMessages } from './trade-messages';
import type { UseTradeActionReturn } from './use-trade-action';

export interface TradeActionPageProps {
  title: string;
  action: UseTradeActionReturn;
  /** The trade acted on (its table, and its historyId and UTI once loaded): a success links on to it. */
  table: RemitTable;
  trade: { historyId: number; uti: string } | null | undefined;
  /** Shown above the form (guidance, the info banner). */
  intro?: ReactNode;
  /** Failures shown together under this title (Table 2 modify). */
  failureTitle?: string;
  /** Failures as 'status text: errorMessage' lines (Table 1 modify). */
  inlineFailures?: boolean;
  /** The form; left out while the presets load. */
  children: ReactNode;
}

/**
 * The frame of every cancel, delete and modify page: the title, the page's messages, a spinner while
 * the presets load, then the form. A success brings its message into view (Table 2 modify scrolls to
 * the top, and long forms would hide it otherwise) and links on to the trade's trail, sheet and finder.
 */
export function TradeActionPage({
  title,
  action,
  table,
  trade,
  intro,
  failureTitle,
  inlineFailures,
  children,
}: TradeActionPageProps) {
  const top = useRef<HTMLDivElement>(null);
  const returnTo = useReturnTo();
  useEffect(() => {
    if (action.phase !== 'succeeded') return;
    top.current?.scrollIntoView?.({ block: 'start' });
    // The page itself to its very top, the shell's header included, not only this frame's top.
    document.scrollingElement?.scrollTo?.(0, 0);
  }, [action.phase]);

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enGB}>
      <Box ref={top}>
        <PageTitle title={title} overridesMenuTitle />
        <TradeMessages
          messages={action.messages}
          failureTitle={failureTitle}
          inlineFailures={inlineFailures}
          outcomes={action.outcomes}
          onReload={action.reload}
          reloading={action.reloading}
          wayOn={
            trade && (
              <TradeWayOn
                trade={{ table, historyId: trade.historyId, uti: trade.uti }}
                version={action.result?.version}
                dataStoreId={action.result?.dataStoreId}
                returnTo={returnTo}
              />
            )
          }
        />
        {intro}
        {action.phase === 'loading' ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading trade" />
          </Box>
        ) : (
          children
        )}
      </Box>
    </LocalizationProvider>
  );
}

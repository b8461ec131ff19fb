import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import type { PickListName } from './pick-list-state';

/** The row control that keeps focus after a move button moved the row. */
export type RowControl = 'handle' | 'up' | 'down';

export interface ColumnPickListRowProps {
  column: string;
  label: string;
  list: PickListName;
  first: boolean;
  last: boolean;
  /** Set after a move button moved this row, whose DOM node may be new: focus goes back to it. */
  focusControl: RowControl | undefined;
  onFocused: () => void;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onMoveAcross: () => void;
}

/**
 * One column: a drag handle (pointer or keyboard, dnd-kit's sortable attributes) and move buttons for
 * whoever cannot or does not want to drag. Only the selected list's order matters, so the hidden list
 * offers just the way back.
 */
export function ColumnPickListRow(props: ColumnPickListRowProps) {
  const { column, label, list, first, last, focusControl, onFocused } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: column,
  });
  const handle = useRef<HTMLDivElement | null>(null);
  const up = useRef<HTMLButtonElement | null>(null);
  const down = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    if (!focusControl) return;
    const button = focusControl === 'up' ? up.current : focusControl === 'down' ? down.current : null;
    // At the top or bottom the button is disabled now: the row's handle takes the focus instead.
    (button && !button.disabled ? button : handle.current)?.focus();
    onFocused();
  }, [focusControl, onFocused]);

  const selected = list === 'activeColumns';
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-column={column}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        pl: 0.5,
        border: 1,
        borderColor: isDragging ? 'primary.main' : 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        opacity: isDragging ? 0.8 : 1,
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
      }}
    >
      <Box
        ref={(node: HTMLDivElement | null) => {
          handle.current = node;
          setActivatorNodeRef(node);
        }}
        {...attributes}
        {...listeners}
        aria-label={label}
        sx={{
          flex: 1,
          minWidth: 0,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          py: 0.75,
          px: 0.5,
          borderRadius: 1,
          cursor: isDragging ? 'grabbing' : 'grab',
          touchAction: 'none',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
        }}
      >
        <DragIndicatorIcon fontSize="small" color="action" aria-hidden />
        <Typography variant="body2" noWrap component="span">
          {label}
        </Typography>
      </Box>
      {selected && (
        <>
          <IconButton ref={up} size="small" aria-label={`Move ${label} up`} disabled={first} onClick={props.onMoveUp}>
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
          <IconButton
            ref={down}
            size="small"
            aria-label={`Move ${label} down`}
            disabled={last}
            onClick={props.onMoveDown}
          >
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
        </>
      )}
      <IconButton size="small" aria-label={selected ? `Hide ${label}` : `Show ${label}`} onClick={props.onMoveAcross}>
        {selected ? <ChevronRightIcon fontSize="small" /> : <ChevronLeftIcon fontSize="small" />}
      </IconButton>
    </Box>
  );
}

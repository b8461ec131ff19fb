import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Navigation } from '@shared/contract';
import { toRoutePath, type ActiveMenuItem } from './find-active-menu-item';

export const MAIN_MENU_LABEL = 'Main menu';

export interface AccordionMenuProps {
  navigation: Navigation;
  activeItem: ActiveMenuItem | undefined;
  /** What an entry says (a count added to its name); the server's name by default. */
  itemLabel?: (item: Navigation['groups'][number]['children'][number]) => ReactNode;
  /** Called when a link is followed (the phone drawer closes). */
  onNavigate?: () => void;
}

/**
 * The server's menu as a navigation landmark: a list of groups, each an accordion whose panel is a
 * list of router links.
 */
export function AccordionMenu({
  navigation,
  activeItem,
  itemLabel = (item) => item.name,
  onNavigate,
}: AccordionMenuProps) {
  const idPrefix = useId();
  const activeGroup = activeItem?.groupName;
  // The user may open other groups; when the URL moves into another group, that group opens. A page
  // outside the menu leaves the groups as they are, so the link the user is on never vanishes.
  const [expanded, setExpanded] = useState<string | undefined>(activeGroup);
  const [lastActiveGroup, setLastActiveGroup] = useState(activeGroup);
  if (activeGroup !== lastActiveGroup) {
    setLastActiveGroup(activeGroup);
    if (activeGroup !== undefined) setExpanded(activeGroup);
  }

  return (
    <nav aria-label={MAIN_MENU_LABEL}>
      <List disablePadding>
        {navigation.groups.map((group, groupIndex) => {
          const summaryId = `${idPrefix}-group-${groupIndex}`;
          return (
            <ListItem key={group.name} disablePadding sx={{ display: 'block' }}>
              <Accordion
                disableGutters
                square
                elevation={0}
                expanded={expanded === group.name}
                onChange={(_event, isExpanded) => setExpanded(isExpanded ? group.name : undefined)}
              >
                <AccordionSummary id={summaryId} expandIcon={<ExpandMoreIcon />}>
                  {group.name}
                </AccordionSummary>
                <AccordionDetails sx={{ p: 0 }}>
                  <List dense disablePadding>
                    {group.children.map((item) => {
                      const active = activeItem?.item === item;
                      return (
                        <ListItem key={item.path} disablePadding>
                          <ListItemButton
                            component={RouterLink}
                            to={toRoutePath(item.path)}
                            selected={active}
                            aria-current={active ? 'page' : undefined}
                            onClick={onNavigate}
                            sx={{ pl: 3 }}
                          >
                            <ListItemText primary={itemLabel(item)} />
                          </ListItemButton>
                        </ListItem>
                      );
                    })}
                  </List>
                </AccordionDetails>
              </Accordion>
            </ListItem>
          );
        })}
      </List>
    </nav>
  );
}

import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Navigation } from '@shared/contract';
import { toRoutePath, type ActiveMenuItem } from './find-active-menu-item';

export interface AccordionMenuProps {
  navigation: Navigation;
  activeItem: ActiveMenuItem | undefined;
}

/** The server's menu: one accordion per group, its children as router links. */
export function AccordionMenu({ navigation, activeItem }: AccordionMenuProps) {
  const activeGroup = activeItem?.groupName;
  // The user may open other groups; when the URL moves to another group, that group opens.
  const [expanded, setExpanded] = useState<string | undefined>(activeGroup);
  const [lastActiveGroup, setLastActiveGroup] = useState(activeGroup);
  if (activeGroup !== lastActiveGroup) {
    setLastActiveGroup(activeGroup);
    setExpanded(activeGroup);
  }

  return (
    <nav aria-label="Main menu">
      {navigation.groups.map((group) => (
        <Accordion
          key={group.name}
          disableGutters
          expanded={expanded === group.name}
          onChange={(_event, isExpanded) => setExpanded(isExpanded ? group.name : undefined)}
        >
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>{group.name}</AccordionSummary>
          <AccordionDetails sx={{ p: 0 }}>
            <List dense disablePadding>
              {group.children.map((item) => {
                const active = activeItem?.item === item;
                return (
                  <ListItemButton
                    key={item.path}
                    component={RouterLink}
                    to={toRoutePath(item.path)}
                    selected={active}
                    aria-current={active ? 'page' : undefined}
                  >
                    <ListItemText primary={item.name} />
                  </ListItemButton>
                );
              })}
            </List>
          </AccordionDetails>
        </Accordion>
      ))}
    </nav>
  );
}

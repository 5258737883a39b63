import { IconButton } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { useTranslate } from 'ra-core';
import { useSidebarOpen } from './sidebarState';
import { Hint } from '../ui/Hint';

/** The app bar's button that opens and closes the menu. */
export function SidebarToggle() {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarOpen();
  const label = translate(open ? 'ra.action.close_menu' : 'ra.action.open_menu');
  return (
    <Hint title={label} enterDelay={500}>
      <IconButton color="inherit" aria-label={label} onClick={() => setOpen(!open)} sx={{ mr: '0.2em' }}>
        <MenuIcon sx={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 195ms' }} />
      </IconButton>
    </Hint>
  );
}

import type { ReactNode } from 'react';
import { Box, Drawer } from '@mui/material';

/** The menu on a phone: a drawer over the page (Sidebar.tsx), a chunk of its own that only phones load. */
export default function PhoneDrawer({ open, width, onClose, children }: { open: boolean; width: number; onClose: () => void; children: ReactNode }) {
  return (
    // a link followed on a phone closes the drawer over the page it opens
    <Drawer variant="temporary" open={open} onClose={onClose} onClick={onClose}>
      <Box sx={{ width }}>{children}</Box>
    </Drawer>
  );
}

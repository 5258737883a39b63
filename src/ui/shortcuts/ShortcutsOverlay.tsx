import { useId } from 'react';
import { Box, Dialog, DialogContent, DialogTitle, IconButton, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'ra-core';
import { SHORTCUTS, type ShortcutScope } from './keys';

const SCOPES: ShortcutScope[] = ['everywhere', 'queue', 'case'];

/** A key as the keyboard shows it. */
const Kbd = ({ children }: { children: string }) => (
  <Box component="kbd" sx={{ px: 0.75, py: 0.25, border: 1, borderColor: 'divider', borderRadius: 1, fontFamily: 'monospace', fontSize: '0.85em', bgcolor: 'action.hover' }}>
    {children}
  </Box>
);

/** The "?" overlay: every keyboard shortcut, by where it works, in the staff member's language. */
export default function ShortcutsOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {translate('shortcuts.title')}
      </DialogTitle>
      <IconButton aria-label={translate('shortcuts.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        {SCOPES.map((scope) => (
          <Box key={scope} component="section" aria-labelledby={`${titleId}-${scope}`} sx={{ mb: 2 }}>
            <Typography id={`${titleId}-${scope}`} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {translate(`shortcuts.scope.${scope}`)}
            </Typography>
            <Table size="small" aria-labelledby={`${titleId}-${scope}`}>
              <TableBody>
                {SHORTCUTS[scope].map((shortcut) => (
                  <TableRow key={shortcut.label}>
                    <TableCell component="th" scope="row" sx={{ width: 120, whiteSpace: 'nowrap' }}>
                      {shortcut.keys.map((key, i) => (
                        <span key={key}>
                          {i > 0 && ' + '}
                          <Kbd>{key === 'Ctrl' ? translate('shortcuts.ctrl') : key === 'Enter' ? translate('shortcuts.enter') : key}</Kbd>
                        </span>
                      ))}
                    </TableCell>
                    <TableCell>{translate(shortcut.label)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        ))}
      </DialogContent>
    </Dialog>
  );
}

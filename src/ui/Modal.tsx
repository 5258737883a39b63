import { useId, type ReactNode } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'ra-core';
import { Button } from './Button';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** the × in the corner */
  closeIcon?: boolean;
  /** a "Close" button below the content */
  closeButton?: boolean;
  /** further buttons beside the close button */
  actions?: ReactNode;
}

/** A modal over a dimmed page (spec §2), with an optional close icon and close button. */
export function Modal({ open, onClose, title, children, closeIcon = true, closeButton = false, actions }: ModalProps) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} sx={{ pr: closeIcon ? 6 : undefined }}>
        {title}
      </DialogTitle>
      {closeIcon && (
        <IconButton aria-label={translate('app.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      )}
      <DialogContent>{children}</DialogContent>
      {(closeButton || actions) && (
        <DialogActions>
          {actions}
          {closeButton && (
            <Button variant="secondary" onClick={onClose}>
              {translate('app.close')}
            </Button>
          )}
        </DialogActions>
      )}
    </Dialog>
  );
}

import { Link as RouterLink } from 'react-router-dom';
import { Link } from '@mui/material';
import { useTranslate } from 'ra-core';
import { usePart } from '../parts/usePart';

/** Admin's way to the operations view; nothing on a server without it (the view itself says so). */
export function OperationsLink() {
  const translate = useTranslate();
  if (usePart('operations') !== 'available') return null;
  return (
    <Link component={RouterLink} to="/operations" data-testid="operations-link">
      {translate('operations.adminLink')}
    </Link>
  );
}

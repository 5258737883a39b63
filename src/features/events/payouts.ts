import PaymentsIcon from '@mui/icons-material/Payments';
import type { Payout } from '../../contract';

/**
 * The `payouts` resource: no screen of its own (its table and form live on the events screen),
 * registered so react-admin knows the resource its hooks read and write.
 */
export default {
  icon: PaymentsIcon,
  recordRepresentation: (payout: Payout) => payout.id,
};

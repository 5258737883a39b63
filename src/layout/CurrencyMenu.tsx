import { Menu, MenuItem } from '@mui/material';
import { useTranslate } from 'ra-core';

interface Props {
  anchor: HTMLElement | null;
  currencies: readonly string[];
  currency: string;
  onChoose: (code: string) => void;
  onClose: () => void;
}

/** The market price's currencies (MarketPrice.tsx): a chunk of its own, loaded when first opened. */
export default function CurrencyMenu({ anchor, currencies, currency, onChoose, onClose }: Props) {
  const translate = useTranslate();
  return (
    <Menu id="price-currency-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={onClose} aria-label={translate('market.choose')}>
      {currencies.map((code) => (
        <MenuItem key={code} selected={code === currency} onClick={() => onChoose(code)}>
          {code}
        </MenuItem>
      ))}
    </Menu>
  );
}

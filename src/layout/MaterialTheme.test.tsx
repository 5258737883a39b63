// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Button } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { MaterialTheme } from './MaterialTheme';
import { muiTheme } from './theme';

function Seen() {
  const theme = useTheme();
  return <p>{`${theme.palette.mode} ${theme.palette.primary.main} vars:${String(theme.vars)}`}</p>;
}

describe('MaterialTheme', () => {
  it("gives Material UI's components the console's theme, without CSS variables", () => {
    render(
      <MaterialTheme theme={muiTheme('dark')}>
        <Seen />
        <Button variant="contained">go</Button>
      </MaterialTheme>,
    );
    expect(screen.getByText('dark #fdba74 vars:null')).toBeInTheDocument();
    expect(getComputedStyle(screen.getByRole('button', { name: 'go' })).getPropertyValue('--variant-containedBg')).toBe('#fdba74');
  });
});

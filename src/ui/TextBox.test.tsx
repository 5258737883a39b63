// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import SearchIcon from '@mui/icons-material/Search';
import { useState } from 'react';
import { TextBox, type TextBoxProps } from './TextBox';
import { renderInAdmin } from './testing';

function Controlled(props: Partial<TextBoxProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return <TextBox label="Username" {...props} value={value} onChange={setValue} />;
}

describe('TextBox', () => {
  it('shows its label as the placeholder and is named by it', () => {
    renderInAdmin(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('placeholder', 'Username');
    expect(input).toBeRequired();
  });

  it('keeps saying what it is once typed in: the label moves onto the border', () => {
    renderInAdmin(<Controlled label="Reason" />);
    const input = screen.getByRole('textbox', { name: 'Reason' });
    expect(screen.queryByTestId('filled-label')).toBeNull();
    fireEvent.change(input, { target: { value: 'The buyer paid' } });
    expect(screen.getByTestId('filled-label')).toHaveTextContent('Reason');
    expect(screen.getByTestId('filled-label')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveValue('The buyer paid');
    fireEvent.change(input, { target: { value: '' } });
    expect(screen.queryByTestId('filled-label')).toBeNull();
  });

  it('marks optional fields with "(optional)"', () => {
    renderInAdmin(<Controlled required={false} />);
    const input = screen.getByRole('textbox', { name: 'Username (optional)' });
    expect(input).toHaveAttribute('placeholder', 'Username (optional)');
    expect(input).not.toBeRequired();
  });

  it('is green when valid and filled, not while empty', () => {
    renderInAdmin(<Controlled />);
    const input = screen.getByRole('textbox');
    const root = () => input.closest('[data-state]');
    expect(root()).toHaveAttribute('data-state', 'empty');
    fireEvent.change(input, { target: { value: 'alice' } });
    expect(root()).toHaveAttribute('data-state', 'valid');
  });

  it('is red and shows the first error below, linked by aria-describedby', () => {
    renderInAdmin(<Controlled value="x" errors={['Too short', 'Second']} hint="At least 3 letters" />);
    const input = screen.getByRole('textbox');
    expect(input.closest('[data-state]')).toHaveAttribute('data-state', 'invalid');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Too short')).toBeInTheDocument();
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Too short At least 3 letters');
  });

  it('shows a hint', () => {
    renderInAdmin(<Controlled hint="Your staff name" />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Your staff name');
  });

  it('submits the value through its icon button and with Enter', () => {
    const onSubmit = vi.fn();
    renderInAdmin(<Controlled value="abc" icon={<SearchIcon />} iconLabel="Search" onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Enter' });
    expect(onSubmit.mock.calls).toEqual([['abc'], ['abc']]);
  });
});

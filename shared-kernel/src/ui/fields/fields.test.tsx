import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { CheckboxGroup, SelectField, TextAreaField, TextField } from './fields.js';

describe('the form fields', () => {
  it('label their control and tie the hint and the error to it', () => {
    render(
      <>
        <TextField label="Name" hint="As on the box" error="Required" defaultValue="" />
        <TextAreaField label="Lore" rows={3} defaultValue="" />
        <SelectField label="Training Type" defaultValue="2">
          <option value="1">Infantry</option>
          <option value="2">Shock</option>
        </SelectField>
      </>,
    );
    const name = screen.getByLabelText('Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('As on the box Required');
    expect(screen.getByRole('alert')).toHaveTextContent('Required');
    expect(screen.getByLabelText('Lore').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Lore')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Training Type')).toHaveDisplayValue('Shock');
  });

  it('toggles the choices of a checkbox group', async () => {
    const onToggle = jest.fn();
    render(
      <CheckboxGroup
        legend="Protection Types"
        options={[
          { id: 1, name: 'Physical' },
          { id: 2, name: 'Reactive' },
        ]}
        chosen={[2]}
        onToggle={onToggle}
        error="Choose one"
      />,
    );
    const group = screen.getByRole('group', { name: 'Protection Types' });
    expect(group).toHaveTextContent('Choose one');
    expect(screen.getByRole('checkbox', { name: 'Reactive' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Physical' }));
    expect(onToggle).toHaveBeenCalledWith(1);
  });
});

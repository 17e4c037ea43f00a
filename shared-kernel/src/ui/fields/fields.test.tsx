import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { CheckboxGroup, SelectField, TextAreaField, TextField } from './fields.js';
import { registerField } from './register-field.js';

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

  it('makes a text field required and as long as its core limit allows', () => {
    render(
      <>
        <TextField label="Title" limit={{ maxLength: 120, required: true }} />
        <TextAreaField label="Body" limit={{ maxLength: 5000, required: false }} />
      </>,
    );
    expect(screen.getByLabelText('Title')).toBeRequired();
    expect(screen.getByLabelText('Title')).toHaveAttribute('maxLength', '120');
    expect(screen.getByLabelText('Body')).not.toBeRequired();
    expect(screen.getByLabelText('Body')).toHaveAttribute('maxLength', '5000');
  });

  it('lists a select field’s options after its own, values sent and labels shown', async () => {
    render(
      <SelectField
        label="Weapon"
        defaultValue=""
        options={[
          { value: 'w1', label: 'Hammer' },
          { value: 2, label: 'Crossbow' },
        ]}
      >
        <option value="">Choose...</option>
      </SelectField>,
    );
    const select = screen.getByLabelText('Weapon');
    const labels = screen.getAllByRole('option').map((option) => option.textContent);
    expect(labels).toEqual(['Choose...', 'Hammer', 'Crossbow']);
    await userEvent.selectOptions(select, 'Crossbow');
    expect(select).toHaveValue('2');
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

/** A one-field react-hook-form form, as the editors write them. */
function NameForm({ onSave }: { onSave: (form: { name: string; kind: string }) => void }) {
  const { formState, handleSubmit, register } = useForm({
    defaultValues: { name: '', kind: 'b' },
    reValidateMode: 'onChange',
  });
  return (
    <form onSubmit={(e) => void handleSubmit(onSave)(e)} noValidate>
      <TextField
        label="Name"
        error={formState.errors.name?.message}
        {...register('name', { validate: (name) => (name.trim() ? true : 'Name is required') })}
      />
      <SelectField label="Kind" {...register('kind')}>
        <option value="a">A</option>
        <option value="b">B</option>
      </SelectField>
      <button type="submit">Save</button>
    </form>
  );
}

describe('the form fields in a react-hook-form form', () => {
  it("take register's props and ref: the form reads them, and an error clears once fixed", async () => {
    const onSave = jest.fn();
    render(<NameForm onSave={onSave} />);
    expect(screen.getByLabelText('Kind')).toHaveDisplayValue('B');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Name is required');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Name'), 'A');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'A');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ name: 'A', kind: 'a' }, expect.anything());
  });

  it('take registerField: the field registered and its error shown, gone once fixed', async () => {
    const onSave = jest.fn();
    render(<TitleForm onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Title is required');
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Title')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Title'), 'Iron Wardens');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ title: 'Iron Wardens' }, expect.anything());
  });
});

/** A form whose field takes {@link registerField}'s props. */
function TitleForm({ onSave }: { onSave: (form: { title: string }) => void }) {
  const form = useForm({ defaultValues: { title: '' }, reValidateMode: 'onChange' });
  const required = (title: string) => (title.trim() ? true : 'Title is required');
  return (
    <form onSubmit={(e) => void form.handleSubmit(onSave)(e)} noValidate>
      <TextField label="Title" {...registerField(form, 'title', { validate: required })} />
      <button type="submit">Save</button>
    </form>
  );
}

import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { LIMITS } from '@muster/shared-kernel/core';
import { EditorsField, ListField } from './list-field.js';

function Tags({ initial = [] as string[] }) {
  const [tags, setTags] = useState(initial);
  return (
    <ListField
      items={tags}
      onChange={setTags}
      limit={LIMITS.page.tag}
      words={{ label: 'Tags', item: 'Tag', input: 'New tag', empty: 'No tags.' }}
    />
  );
}

describe('ListField', () => {
  it('adds a trimmed item by Enter or the button, ignoring blanks and repeats', async () => {
    render(<Tags />);
    expect(screen.getByText('No tags.')).toBeInTheDocument();
    const box = screen.getByLabelText('New tag');
    await userEvent.type(box, '  story {Enter}');
    await userEvent.type(box, 'world');
    await userEvent.click(screen.getByRole('button', { name: 'Add Tag' }));
    await userEvent.type(box, 'story{Enter}');
    await userEvent.type(box, '   {Enter}');
    const list = screen.getByRole('list', { name: 'Tags' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['story', 'world']);
    expect(box).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps an item its limit refuses in the box, saying why', async () => {
    render(<Tags />);
    const box = screen.getByLabelText('New tag');
    await userEvent.type(box, 'bad!{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Tag may hold only letters, digits, spaces, _ and -',
    );
    expect(box).toHaveValue('bad!');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await userEvent.type(box, '{Backspace}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('removes an item', async () => {
    render(<Tags initial={['story', 'world']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove tag story' }));
    expect(screen.getByRole('list', { name: 'Tags' })).toHaveTextContent('world');
    expect(screen.getByRole('list', { name: 'Tags' })).not.toHaveTextContent('story');
  });
});

describe('EditorsField', () => {
  it('names editors by username, saying who may edit while there are none', async () => {
    const onChange = jest.fn();
    render(<EditorsField editors={[]} onChange={onChange} empty="Only you can edit this." />);
    expect(screen.getByText('Only you can edit this.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Editor username'), 'ada{Enter}');
    expect(onChange).toHaveBeenCalledWith(['ada']);
  });
});

import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ContentCard, ContentGrid } from './content-card.js';

const inRouter = (node: ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);

describe('ContentCard and ContentGrid', () => {
  it('shows the thumbnail, the title and the line under it, linking to the item', () => {
    inRouter(
      <ContentGrid label="Factions">
        <ContentCard
          to="/factions/iron"
          item={{ title: 'Iron Wardens', thumbnailURL: '/api/image/a.png', public: true }}
          meta="by vex"
        />
      </ContentGrid>,
    );
    const card = within(screen.getByRole('list', { name: 'Factions' })).getByRole('listitem');
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/factions/iron');
    expect(within(card).getByRole('heading', { name: 'Iron Wardens' })).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', '/api/image/a.png');
    expect(card).toHaveTextContent('by vex');
  });

  it('cuts the title to 32 characters, or the limit given, and marks drafts and notes', () => {
    inRouter(
      <ContentGrid label="Pages">
        <ContentCard
          to="/a"
          item={{ title: 'The Exceedingly Long-Winded Faction Name', public: false }}
        />
        <ContentCard
          to="/b"
          item={{ title: 'A Page Title Long Enough To Be Cut' }}
          titleLimit={27}
        />
        <ContentCard
          to="/c"
          item={{ title: 'A Page Title Long Enough To Be Cut' }}
          titleLimit={27}
          titleNote=" (in review)"
        />
      </ContentGrid>,
    );
    const [first, second, third] = screen.getAllByRole('heading', { level: 2 });
    expect(first).toHaveTextContent(/^\(DRAFT\) The Exceedingly Long-Winded F\.\.\.$/);
    expect(first).toHaveAttribute('title', 'The Exceedingly Long-Winded Faction Name');
    expect(second?.textContent).toBe('A Page Title Long Enough...');
    expect(third?.textContent).toBe('A Page Title Long Enough... (in review)');
  });

  it('shows the default image without a thumbnail, and an overlay on a featured card', () => {
    inRouter(
      <ContentGrid label="Factions">
        <ContentCard to="/a" item={{ title: 'Lucky Seven' }} overlay="Featured Random Faction" />
      </ContentGrid>,
    );
    expect(screen.getByRole('img', { name: 'No thumbnail' })).toBeInTheDocument();
    expect(screen.getByText('Featured Random Faction')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveClass('content-card--featured');
  });

  it('puts the buttons given under the card, outside its link', () => {
    inRouter(
      <ContentGrid label="Queue">
        <ContentCard
          to="/a"
          item={{ title: 'Waiting' }}
          actions={<button type="button">Approve</button>}
        />
      </ContentGrid>,
    );
    const button = screen.getByRole('button', { name: 'Approve' });
    expect(screen.getByRole('listitem')).toContainElement(button);
    expect(button.closest('a')).toBeNull();
  });

  it("says 'There's nothing to show...' for no cards, or the text given", () => {
    const { unmount } = inRouter(<ContentGrid label="Factions">{[]}</ContentGrid>);
    expect(screen.getByText("There's nothing to show...")).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    unmount();
    inRouter(
      <ContentGrid label="Scenarios" emptyText="There doesn't seem to be anything here...">
        {null}
      </ContentGrid>,
    );
    expect(screen.getByText("There doesn't seem to be anything here...")).toBeInTheDocument();
  });
});

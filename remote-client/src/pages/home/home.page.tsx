import { Avatar, Button, LanguageChoice, PhoneLinkSection, callerOf, signOut, useSession } from '@booking/platform';
import { texts } from '../../shared/texts';
import { PlacesStrip } from '../../features/places-strip/places-strip.ui';
import { NoUser } from '../../features/status/status.ui';
import { HomeBookings } from './home-bookings.ui';

/** Who I am, my bookings, and the places to book at (docs/product.md, Client screens: Home). */
export function HomePage() {
  const user = useSession(callerOf);
  // A plain browser (no launch data): a guest signs in below ('Войти'), a signed-in person signs out here.
  const web = useSession((s) => s.web !== null);
  const name = user ? [user.first_name, user.last_name].filter(Boolean).join(' ') : '';
  return (
    <main className="bk-page bk-home">
      <header className="bk-home__user">
        <Avatar src={user?.photo_url} name={name} size={56} />
        <h1 data-testid="user-name">{name}</h1>
        {web && user && (
          <Button variant="secondary" onClick={() => void signOut()}>
            {texts.signOut}
          </Button>
        )}
      </header>
      {user ? <HomeBookings telegramId={user.id} /> : <NoUser />}
      <PlacesStrip />
      {user && <LanguageChoice />}
      <PhoneLinkSection />
    </main>
  );
}

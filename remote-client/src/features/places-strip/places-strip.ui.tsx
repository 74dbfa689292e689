import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { Avatar, placesQuery, useDragScroll, pathTo } from '@booking/platform';
import { screens } from '../../shared/screens';
import { texts } from '../../shared/texts';

/** Home's horizontal 'Места' strip; mouse users can drag it sideways (docs/product.md, Client screens). */
export function PlacesStrip() {
  const places = useQuery(placesQuery());
  const drag = useDragScroll<HTMLUListElement>('x');
  const navigate = useNavigate();
  const businessId = places.data?.[0]?.business_id;

  return (
    <section aria-labelledby="places-title" className="bk-places">
      <header className="bk-section-head">
        <h2 id="places-title">{texts.places}</h2>
        <button type="button" className="bk-link" disabled={!businessId} onClick={() => businessId && navigate(pathTo(screens.choosePlace, { businessId }))}>
          {texts.allPlaces}
        </button>
      </header>
      {places.isPending && <p className="bk-hint">{texts.loading}</p>}
      {places.isError && <p className="bk-error">{texts.loadError}</p>}
      {places.data && (
        <ul {...drag} className={`bk-places__list ${drag.className}`} data-testid="places-strip">
          {places.data.map((place) => (
            <li key={place.id}>
              <Link to={pathTo(screens.place, { placeId: place.id })} className="bk-card bk-place-card">
                <Avatar src={place.avatar} name={place.name} size={44} />
                <strong>{place.name}</strong>
                {place.address && <span className="bk-hint">{place.address}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

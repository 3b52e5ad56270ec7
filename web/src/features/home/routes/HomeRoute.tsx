import { Card, Heading, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { homeCardsFor, type HomeCard } from '@rt/domain';
import { Link as RouterLink } from 'react-router-dom';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { useCurrentUser } from '../../user/currentUser.ts';
import { HOME_CARD_DESCRIPTIONS, HOME_CARD_FIGURES } from '../homeFigures.tsx';

/** '/': the welcome heading and one card per screen the user's role may open (spec sections 2 and 6). */
export function HomeRoute() {
  const { data, loading } = useCurrentUser();
  const me = data?.me;
  if (!me) return loading ? <PageSpinner label="Loading your dashboard" /> : null;

  const cards = homeCardsFor(me.role?.value);
  return (
    <Stack gap="6">
      <PageTitle title="Home" />
      <Heading as="h1" size="2xl">
        Welcome {me.displayName}
      </Heading>
      {cards.length === 0 ? (
        <Text color="fg.muted">No screens are open to your role yet. Please contact IT support for access.</Text>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4" aria-label="Screens">
          {cards.map((card) => (
            <li key={card.area}>
              <HomeCardView card={card} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function HomeCardView({ card }: { card: HomeCard }) {
  const Figure = HOME_CARD_FIGURES[card.area];
  return (
    <LinkBox as="article" height="full">
      <Card.Root height="full" variant="outline" _hover={{ borderColor: 'blue.500', boxShadow: 'sm' }}>
        <Card.Body gap="3">
          <Card.Title as="h2" fontSize="lg">
            <LinkOverlay asChild color="blue.700" focusVisibleRing="outside" _hover={{ textDecoration: 'underline' }}>
              <RouterLink to={card.path}>{card.title}</RouterLink>
            </LinkOverlay>
          </Card.Title>
          <Card.Description>{HOME_CARD_DESCRIPTIONS[card.area]}</Card.Description>
          {Figure ? <Figure /> : null}
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}

import { Box, Container } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { AppHeader } from '../header/AppHeader.tsx';
import { MAIN_ID, MainContent } from './MainContent.tsx';

/** Pages with the global header. */
export function AppLayout() {
  return (
    <Box minHeight="100dvh" bg="bg.subtle">
      <SkipLink />
      <AppHeader />
      <MainContent>
        <Container maxWidth="7xl" paddingY={{ base: '3', md: '4' }}>
          <Outlet />
        </Container>
      </MainContent>
    </Box>
  );
}

function SkipLink() {
  return (
    <Box
      asChild
      position="absolute"
      left="2"
      top="-20"
      zIndex="skipNav"
      bg="bg"
      padding="2"
      borderRadius="md"
      focusVisibleRing="outside"
      _focus={{ top: '2' }}
    >
      <a href={`#${MAIN_ID}`}>Skip to main content</a>
    </Box>
  );
}

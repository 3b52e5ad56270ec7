import { Button, Center, Heading, Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { PageTitle } from '../../../components/PageTitle.tsx';

/** '/login': one Login button. It will start the sign-in redirect; for now it returns to '/'. */
export function LoginRoute() {
  const navigate = useNavigate();
  return (
    <Center minHeight="80dvh">
      <Stack gap="6" alignItems="center">
        <PageTitle title="Login" />
        <Heading as="h1" size="2xl">
          Research Tool
        </Heading>
        <Button colorPalette="blue" size="lg" onClick={() => navigate('/')}>
          Login
        </Button>
      </Stack>
    </Center>
  );
}

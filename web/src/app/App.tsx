import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './router';

/** The console's root: the hash router. antd arrives with the pages that use it, so the login route stays light. */
export default function App() {
  // Created on first render, after i18n is ready, so the first guard run can already translate.
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}

// ra-core's CoreAdmin with the thinnest MUI console: a theme, an app bar, a menu of links, the
// table in a Paper with MUI's head cells, and MUI's Link for each row's contract.
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link as RouterLink } from 'react-router-dom';
import { CoreAdmin, ListBase, Resource, useListContext } from 'ra-core';
import { AppBar, Box, CssBaseline, Link, List, ListItemButton, ListItemText, Paper, Table, TableCell, TableHead, TableRow, ThemeProvider, Toolbar, Typography, createTheme } from '@mui/material';
import { dataProvider } from './dataProvider';
import { BodyRows } from './BodyRows';
import { HEADINGS, type QueueRow } from './rows';

const theme = createTheme();
const MENU = ['Disputes', 'Users', 'Offers', 'Contracts', 'News', 'Events', 'Escrows', 'Analytics'];

function Rows() {
  const { data } = useListContext<QueueRow & { id: string }>();
  return (
    <Paper>
      <Table size="small">
        <TableHead>
          <TableRow>{HEADINGS.map((heading) => <TableCell key={heading}>{heading}</TableCell>)}</TableRow>
        </TableHead>
        <tbody>
          <BodyRows rows={data ?? []} Link={Link} />
        </tbody>
      </Table>
    </Paper>
  );
}

const Layout = ({ children }: { children: ReactNode }) => (
  <>
    <AppBar position="static">
      <Toolbar>
        <Typography variant="h6">Peach</Typography>
      </Toolbar>
    </AppBar>
    <Box sx={{ display: 'flex' }}>
      <List component="nav" sx={{ width: 200 }}>
        {MENU.map((item) => (
          <ListItemButton key={item} component={RouterLink} to={`/${item.toLowerCase()}`}>
            <ListItemText primary={item} />
          </ListItemButton>
        ))}
      </List>
      <Box component="main" sx={{ flex: 1, p: 2 }}>{children}</Box>
    </Box>
  </>
);

const Queue = () => (
  <ListBase resource="disputes" perPage={25} disableSyncWithLocation>
    <Typography variant="h5" component="h1">Disputes</Typography>
    <Rows />
  </ListBase>
);

createRoot(document.getElementById('root')!).render(
  <ThemeProvider theme={theme}>
    <CssBaseline />
    <BrowserRouter basename="/stack-floor/mui.html">
      <CoreAdmin disableTelemetry dataProvider={dataProvider} dashboard={Queue} layout={Layout}>
        <Resource name="disputes" list={Queue} />
      </CoreAdmin>
    </BrowserRouter>
  </ThemeProvider>,
);

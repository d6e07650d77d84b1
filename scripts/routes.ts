// `npm run routes`: every path of the spec with whether it has a real screen, and the count.
import { hasScreen } from '../src/app/routes/access';
import { ROUTES } from '../src/app/routes/table';

const width = Math.max(...ROUTES.map((route) => route.path.length));
let real = 0;
for (const route of ROUTES) {
    const built = hasScreen(route);
    if (built) real++;
    console.log(`${built ? 'tela    ' : 'em breve'}  ${route.path.padEnd(width)}  ${route.title}`);
}
console.log(`\n${ROUTES.length} rotas do spec: ${real} com tela, ${ROUTES.length - real} "Em breve".`);

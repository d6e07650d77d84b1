import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { createElement } from 'react';
import {
    Title,
    useCanAccessResources,
    useCreatePath,
    useGetResourceLabel,
    useResourceDefinitions,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { getUser } from '../authProvider/session';

const greeting = (hour: number) => (hour < 12 ? 'Bom dia' : hour < 18 ? 'Boa tarde' : 'Boa noite');

/** `/`: who is signed in, for which bank, and the screens this profile can open. */
export const HomePage = () => {
    const user = getUser();
    const definitions = useResourceDefinitions();
    const names = Object.keys(definitions);
    const { canAccess, isPending } = useCanAccessResources({ action: 'list', resources: names });
    const createPath = useCreatePath();
    const label = useGetResourceLabel();
    const open = names.filter((name) => definitions[name].hasList && canAccess?.[name]);

    return (
        <>
            <Title title="Início" />
            <Typography variant="h5" component="h2" sx={{ mt: 2 }}>
                {greeting(new Date().getHours())}, {user?.name.split(' ')[0]}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
                {[user?.userRole, user?.bank].filter(Boolean).join(' · ')}
            </Typography>
            {!isPending && open.length === 0 && (
                <Typography color="text.secondary">
                    Nenhuma tela desta versão está liberada para o seu perfil. Se precisar de acesso, fale com
                    o administrador do seu banco.
                </Typography>
            )}
            <Grid container spacing={2}>
                {open.map((name) => (
                    <Grid key={name} size={{ xs: 12, sm: 6, lg: 4 }}>
                        <Card>
                            <CardActionArea
                                component={Link}
                                to={createPath({ resource: name, type: 'list' })}
                            >
                                <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
                                    {definitions[name].icon &&
                                        createElement(definitions[name].icon, { color: 'primary' })}
                                    <Typography variant="subtitle1">{label(name, 2)}</Typography>
                                </CardContent>
                            </CardActionArea>
                        </Card>
                    </Grid>
                ))}
            </Grid>
        </>
    );
};

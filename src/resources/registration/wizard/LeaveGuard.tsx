import { useEffect } from 'react';
import { Confirm } from 'react-admin';
import { useBlocker } from 'react-router-dom';

/**
 * While a wizard is half filled: the browser's own warning on reload or close, and a confirmation before a
 * navigation inside the app takes the user elsewhere (the progress stays saved in this tab).
 */
export const LeaveGuard = ({ active }: { active: boolean }) => {
    const blocker = useBlocker(
        ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname,
    );
    useEffect(() => {
        if (!active) return;
        const warn = (event: BeforeUnloadEvent) => event.preventDefault();
        window.addEventListener('beforeunload', warn);
        return () => window.removeEventListener('beforeunload', warn);
    }, [active]);
    return (
        <Confirm
            isOpen={blocker.state === 'blocked'}
            title="Sair do cadastro?"
            content="O cadastro ainda não foi concluído. O que você já preencheu fica guardado nesta aba (exceto senhas e códigos) se quiser voltar depois."
            confirm="Sair do cadastro"
            cancel="Continuar o cadastro"
            onConfirm={() => blocker.proceed?.()}
            onClose={() => blocker.reset?.()}
        />
    );
};

import { defineMessage, defineMessages } from 'react-intl';

export const videoMessages = {
  ...defineMessages({
    title: { id: 'video.title', defaultMessage: 'Video visit' },
    backToCare: { id: 'video.backToCare', defaultMessage: 'Back to your care' },
    waitingRoom: { id: 'video.waitingRoom', defaultMessage: 'Waiting room' },
    notFound: {
      id: 'video.notFound',
      defaultMessage: 'This video session is not in your care plan. Check the link, or open it from your care.',
    },
    explain: {
      id: 'video.explain',
      defaultMessage:
        'Your care team sees and hears you through your camera and microphone. Your browser will ask for your permission: choose Allow. You join with your microphone muted.',
    },
    allow: { id: 'video.allow', defaultMessage: 'Turn on camera and microphone' },
    asking: { id: 'video.asking', defaultMessage: 'Waiting for your permission…' },
    refusedTitle: { id: 'video.refusedTitle', defaultMessage: 'Camera and microphone are blocked' },
    refused: {
      id: 'video.refused',
      defaultMessage:
        "Your browser was told not to share them. Open the site's settings (the icon beside the address), allow the camera and microphone, then try again.",
    },
    tryAgain: { id: 'video.tryAgain', defaultMessage: 'Try again' },
    deviceCheck: { id: 'video.deviceCheck', defaultMessage: 'Check your camera and microphone' },
    preview: { id: 'video.preview', defaultMessage: 'Your camera' },
    camera: { id: 'video.camera', defaultMessage: 'Camera' },
    microphone: { id: 'video.microphone', defaultMessage: 'Microphone' },
    level: { id: 'video.level', defaultMessage: 'Microphone level' },
    waiting: {
      id: 'video.waiting',
      defaultMessage:
        'Your provider has not started the visit yet. You join by yourself as soon as they do: keep this page open.',
    },
    joining: { id: 'video.joining', defaultMessage: 'Joining…' },
    inCall: { id: 'video.inCall', defaultMessage: 'In the call' },
    nobodyYet: { id: 'video.nobodyYet', defaultMessage: 'Waiting for the others to connect…' },
    you: { id: 'video.you', defaultMessage: 'You' },
    mute: { id: 'video.mute', defaultMessage: 'Mute microphone' },
    unmute: { id: 'video.unmute', defaultMessage: 'Unmute microphone' },
    cameraOff: { id: 'video.cameraOff', defaultMessage: 'Turn camera off' },
    cameraOn: { id: 'video.cameraOn', defaultMessage: 'Turn camera on' },
    leave: { id: 'video.leave', defaultMessage: 'Leave' },
    left: { id: 'video.left', defaultMessage: 'You left the call.' },
    rejoin: { id: 'video.rejoin', defaultMessage: 'Join again' },
    lost: {
      id: 'video.lost',
      defaultMessage: 'The connection was lost. Check your internet connection and join again.',
    },
    announceJoined: {
      id: 'video.announceJoined',
      defaultMessage: 'You joined the video call. Your microphone is muted.',
    },
    announceMuted: { id: 'video.announceMuted', defaultMessage: 'You are muted.' },
    announceUnmuted: { id: 'video.announceUnmuted', defaultMessage: 'Your microphone is on.' },
    participant: { id: 'video.participant', defaultMessage: 'Another participant' },
    linkTitle: { id: 'video.linkTitle', defaultMessage: 'Join a video visit' },
    linkOpen: { id: 'video.linkOpen', defaultMessage: 'Go to the waiting room' },
    linkSignIn: { id: 'video.linkSignIn', defaultMessage: 'Log in to join this visit.' },
    logIn: { id: 'video.logIn', defaultMessage: 'Log in' },
    linkNotFound: {
      id: 'video.linkNotFound',
      defaultMessage: 'This link leads to no open video visit. It may have ended: ask your provider for a new link.',
    },
  }),
  host: defineMessage<{ host: string }>({ id: 'video.host', defaultMessage: 'With {host}' }),
  announceProviderJoined: defineMessage<{ name: string }>({
    id: 'video.announceProviderJoined',
    defaultMessage: '{name} joined the call.',
  }),
};

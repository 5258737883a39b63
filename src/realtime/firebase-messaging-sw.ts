/**
 * The messaging service worker, bundled by Vite on its own (push.ts imports its URL with
 * `?worker&url`). Firebase's service-worker half receives the pushes: while a console tab is
 * visible it hands them to that tab (push.ts → onMessage → the banner); otherwise it shows a
 * message's `notification` part as a system notification. The config comes from the same build
 * variables; without them the worker does nothing (and is never registered anyway).
 */
import { initializeApp } from 'firebase/app';
import { getMessaging } from 'firebase/messaging/sw';
import { firebaseOptions, readPushConfig } from './pushConfig';

const config = readPushConfig();
// synchronously, at start: Firebase adds its push listeners during the worker's first evaluation
if (config) getMessaging(initializeApp(firebaseOptions(config)));

DROP INDEX notifications_step_key;

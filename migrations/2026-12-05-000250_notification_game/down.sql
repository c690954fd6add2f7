UPDATE notifications SET body = body - 'game';

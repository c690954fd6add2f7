DROP TABLE player_games

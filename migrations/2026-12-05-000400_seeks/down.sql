DROP TABLE seeks;

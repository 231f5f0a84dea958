# Words every part of the app uses.
common-and = 그리고

# Words every part of the app uses.
common-and = en

import './full.css';
